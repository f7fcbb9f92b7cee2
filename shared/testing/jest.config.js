module.exports = { preset: '@portal/build' };
