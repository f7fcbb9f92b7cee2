// The shell is the Module Federation host. It knows no remote at build time: remotes come from
// the per-tenant portal manifest at run time (src/remotes).
const { createAppConfig } = require('@portal/build');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', isHost: true });
