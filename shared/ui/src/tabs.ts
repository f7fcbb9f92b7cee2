/* Tabs on a path of their own: pages without them do not load them. */
export { Tabs, type TabItem, type TabsProps } from './tabs/Tabs';
