'use strict';
require('@testing-library/jest-dom');

// jsdom lacks the encoding globals that react-router and socket clients expect.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
