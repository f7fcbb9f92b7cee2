#!/usr/bin/env node
'use strict';
/**
 * `npm run start:standalone` of a remote: builds the remote into its development host and rebuilds
 * on every change (webpack watch; reload the page to see a change), serves it on PORT (8090), and
 * forwards /_api and /socket.io to a running portal's gateway (GATEWAY_URL, http://localhost:8080;
 * start it with `npm start`). SCOPE chooses the tenant (demo). Development only.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const webpack = require('webpack');
const { createStandaloneConfig } = require('../index');

const FORWARDED = /^\/(_api|socket\.io)(\/|$)/;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** Forwards one request to the gateway as if the browser had sent it there (Host and Origin rewritten). */
function forward(gateway, request, response) {
  const headers = { ...request.headers, host: gateway.host };
  if (headers.origin) headers.origin = gateway.origin;
  const upstream = http.request(new URL(request.url, gateway), { method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode || 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`The gateway at ${gateway.origin} does not answer (${error.code || error.message}). Start the portal with npm start, or set GATEWAY_URL.`);
  });
  request.pipe(upstream);
}

/** A built file, or index.html for '/' (the host routes by hash, so no other path is a page). */
function serveFile(outputDir, request, response) {
  const pathname = decodeURIComponent(new URL(request.url, 'http://local').pathname);
  if (pathname === '/favicon.ico') {
    response.writeHead(204);
    response.end();
    return;
  }
  const file = path.join(outputDir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(outputDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
  fs.createReadStream(file).pipe(response);
}

function main() {
  const dir = process.cwd();
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = (pkg.portal && pkg.portal.id) || path.basename(dir);
  const gateway = new URL(process.env.GATEWAY_URL || 'http://localhost:8080');
  const port = Number(process.env.PORT) || 8090;
  const config = createStandaloneConfig({ dir, name: `mf_${name}`, scope: process.env.SCOPE || 'demo' });

  webpack(config).watch({}, (error, stats) => {
    if (error) return console.error(error.stack || error);
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const warning of info.warnings || []) console.warn(`warning: ${warning.message}`);
    for (const problem of info.errors || []) console.error(`error: ${problem.message}`);
    console.log(`${name}: built in ${stats.endTime - stats.startTime} ms${stats.hasErrors() ? ' with errors' : ''}; reload the page`);
  });

  http
    .createServer((request, response) => (FORWARDED.test(request.url || '') ? forward(gateway, request, response) : serveFile(config.output.path, request, response)))
    .listen(port, () => console.log(`${name} standalone on http://localhost:${port}/ (API: ${gateway.origin}/_api)`));
}

main();
