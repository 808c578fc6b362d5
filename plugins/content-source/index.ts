// The content-source plugin's public module: the names gatsby-config gives the YAML nodes.
export { nodeTypeName } from './graphql-types';
