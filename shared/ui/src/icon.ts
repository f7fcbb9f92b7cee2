/* The Icon component on a path of its own: a page that shows no icon loads none of it. */
export { Icon, type IconProps } from './icon/Icon';
