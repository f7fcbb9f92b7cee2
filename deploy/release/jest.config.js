// Node code: the release tooling runs in Node, never in a browser.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' } } }] },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
