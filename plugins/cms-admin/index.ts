// The CMS plugin's public module: what the tools need of it (how the CMS labels a field it has no
// title for, so a refusal names the box an editor sees). Gatsby runs gatsby-node.ts by the
// plugin's name; the other files are the plugin's own.
export { humanize } from './config';
