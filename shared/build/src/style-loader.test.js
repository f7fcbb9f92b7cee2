/** @jest-environment jsdom */
const styleLoader = require('./style-loader');

describe('style-loader', () => {
  it('puts the stylesheet, without comments and indentation, into a <style> in <head>', () => {
    const output = styleLoader('/* the header */\n.lp-header {\n  color: red;\n}\n\n.a::before { content: "/"; }\n');
    new Function(output)();
    const style = document.head.querySelector('style');
    expect(style?.textContent).toBe('.lp-header {\ncolor: red;\n}\n.a::before { content: "/"; }');
  });
});
