/* Card on a path of its own: pages without cards (sign-in) do not load it. */
export { Card, type CardProps } from './card/Card';
