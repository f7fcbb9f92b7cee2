'use strict';
// The build preset itself is Node code; the standalone development host is browser code (the jest preset).
module.exports = {
  projects: [
    { displayName: 'preset', rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/src/*.test.js'] },
    { ...require('./jest-preset'), displayName: 'standalone', rootDir: __dirname, testMatch: ['<rootDir>/src/standalone/**/*.test.tsx'] },
  ],
};
