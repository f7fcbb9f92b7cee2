/** The component gallery (Ladle): `npm run gallery` builds it to dist/gallery (static, not committed). */
export default {
  stories: 'src/**/*.stories.tsx',
  outDir: 'dist/gallery',
  base: './',
  addons: {
    a11y: { enabled: true },
    theme: { enabled: true, defaultState: 'light' },
    rtl: { enabled: true, defaultState: false },
    width: { enabled: true, options: { phone: 320, small: 375, tablet: 768, desktop: 1280 }, defaultState: 0 },
    mode: { enabled: true },
    source: { enabled: false },
    msw: { enabled: false },
    control: { enabled: true },
  },
};
