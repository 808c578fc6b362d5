// The content-source plugin's public module: what gatsby-config needs of the plugin (the names it
// gives the YAML nodes). Gatsby runs gatsby-node.ts by the plugin's name; the other files are the
// plugin's own. What content/ holds and how it is checked is content-library/'s.
export { nodeTypeName } from './graphql-types';
