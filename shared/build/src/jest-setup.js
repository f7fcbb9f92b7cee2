'use strict';
require('@testing-library/jest-dom');

// jsdom lacks the encoding globals that react-router and socket clients expect.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

// findBy*/waitFor wait up to 4 s rather than 1: the unit tests run beside the e2e suite on two cores,
// where a lazily loaded page can take over a second to render. A check that passes waits no longer.
require('@testing-library/dom').configure({ asyncUtilTimeout: 4000 });
