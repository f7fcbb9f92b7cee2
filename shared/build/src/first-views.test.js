const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { firstViewsFile } = require('./first-views');

/** An app folder with one messages.ts and two locale files (one without the text). */
function makeApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-views-'));
  fs.mkdirSync(path.join(dir, 'src', 'home'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'src', 'locales'));
  fs.writeFileSync(
    path.join(dir, 'src', 'home', 'messages.ts'),
    "/** Texts (en-GB). */\nexport const homeMessages = { 'home.welcome': 'Welcome, {{displayName}}', 'home.other': 'Other' } as const;\n",
  );
  fs.writeFileSync(path.join(dir, 'src', 'locales', 'fr-FR.json'), JSON.stringify({ 'home.welcome': 'Bienvenue, {{displayName}}' }));
  fs.writeFileSync(path.join(dir, 'src', 'locales', 'de-DE.json'), JSON.stringify({ 'home.other': 'Andere' }));
  fs.writeFileSync(path.join(dir, 'src', 'locales', 'index.ts'), '// not a locale\n');
  return dir;
}

describe("first-views.json (a remote's landing screens for the gateway)", () => {
  const views = { '/home': { html: '<div class="home"><h1>{{t:home.welcome}}</h1></div>', messages: './src/home/messages.ts' } };

  it('keeps each view as written and gives its texts in en-GB (from messages.ts) and every locale that has them', () => {
    const dir = makeApp();
    expect(firstViewsFile(dir, views)).toEqual({
      views: { '/home': '<div class="home"><h1>{{t:home.welcome}}</h1></div>' },
      texts: { 'home.welcome': { 'en-GB': 'Welcome, {{displayName}}', 'fr-FR': 'Bienvenue, {{displayName}}' } },
    });
  });

  it('refuses a text the messages module does not have, and a route that is not a path', () => {
    const dir = makeApp();
    expect(() => firstViewsFile(dir, { '/home': { ...views['/home'], html: '<h1>{{t:home.missing}}</h1>' } })).toThrow('has no en-GB text for home.missing');
    expect(() => firstViewsFile(dir, { home: views['/home'] })).toThrow('a route path starts with /');
  });

  it("mf-dashboard's: the dashboard's heading in all 19 locales", () => {
    const config = require('../../../mf-dashboard/webpack.config.js')({}, { mode: 'production' });
    const plugin = config.plugins.find((candidate) => candidate.constructor.name === 'FirstViewsPlugin');
    const file = firstViewsFile(plugin.dir, plugin.firstViews);
    expect(Object.keys(file.views)).toEqual(['/dashboard']);
    expect(Object.keys(file.texts['dashboard.welcome'])).toHaveLength(19);
  });
});
