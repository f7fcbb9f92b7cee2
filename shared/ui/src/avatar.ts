/*
 * AvatarImage on a path of its own: the signed-in header's account menu and the profile page bundle
 * it, and the shared @portal/ui module (which every page loads whole, the sign-in page included) stays small.
 */
export { AvatarImage, initials, type AvatarImageProps } from './avatar/AvatarImage';
