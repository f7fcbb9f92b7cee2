// Node code: the gateway is a server.
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' } } }] },
  // cookie 2 (used by fastify.inject through light-my-request) is ESM only; jest on Node 20 needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
