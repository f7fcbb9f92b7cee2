// Runtime plugin of the host: puts the host's federation runtime-core on the global that remotes
// built with `experiments.externalRuntime` read, so a page carries one runtime, not one per remote.
// (MF's own inject-external-runtime-core-plugin is resolved as CommonJS and would bundle a second,
// CommonJS copy of runtime-core next to the ES module one the bundler runtime uses.)
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      const globalRef = runtimeCore.Global;
      if (globalRef && !globalRef._FEDERATION_RUNTIME_CORE) globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
