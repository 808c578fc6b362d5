// Gatsby's own fork of Reach Router, which it renders every page in (the server's render
// included): its types are Reach Router's.
declare module '@gatsbyjs/reach-router' {
  export * from '@reach/router';
}
