// Values from content/site.yaml that gatsby-node defines in the browser bundle (onCreateWebpackConfig).
declare const __SITE_CONFIG__: { analyticsId: string; recaptchaSiteKey: string; language: string };
