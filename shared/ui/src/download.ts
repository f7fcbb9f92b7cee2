/* saveBlob on a path of its own: only the areas that offer downloads bundle it (see ./avatar.ts). */
export { saveBlob } from './download/save-blob';
