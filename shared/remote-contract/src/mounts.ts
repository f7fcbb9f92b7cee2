/** Whether `path` is a mount or lies under it ('/access' covers '/access' and '/access/signin', not '/accessible'). */
export function isUnderMount(path: string, mount: string): boolean {
  const prefix = mount.replace(/\/+$/, '').toLowerCase();
  const wanted = path.toLowerCase();
  return prefix !== '' && (wanted === prefix || wanted.startsWith(`${prefix}/`));
}
