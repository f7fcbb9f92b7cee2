'use strict';
// Stylesheets are side effects in the browser; in tests they are nothing.
module.exports = {};
