// This package is node code (the build preset itself).
module.exports = { testEnvironment: 'node' };
