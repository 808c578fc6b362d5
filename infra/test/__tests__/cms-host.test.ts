// The CMS on a host of its own in the template: a second name of the distribution whose
// viewer-request function, run on the API's behaviours too, answers the login there alone.
import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { CMS_LOGIN_PATHS } from '../../../contracts/paths';
import {
  nonHtmlContentSecurityPolicy,
  viewerRequestEvent,
  type CloudFrontFunctionEvent,
} from '../../../edge';
import {
  DOMAIN_CONTEXT,
  logicalId,
  makeSiteDir,
  nagFindings,
  removeTemporaryDirs,
  synthesize,
  type Synthesized,
} from '../synth';

afterAll(removeTemporaryDirs);

const CLIENT_ID = 'Ov23liAbCdEf12345678';

describe('the CMS on a host of its own (cmsDomainName)', () => {
  const CMS_HOST = 'admin.example.com';
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize({
      siteDir: makeSiteDir(),
      ...DOMAIN_CONTEXT,
      cmsGithubClientId: CLIENT_ID,
      cmsGithubScope: 'public_repo',
      cmsDomainName: CMS_HOST,
    });
  });

  it('is a second name of the distribution, with its own alias records', () => {
    const [distribution] = Object.values(s.template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution!.Properties.DistributionConfig.Aliases).toEqual([
      'www.example.com',
      CMS_HOST,
    ]);
    for (const type of ['A', 'AAAA']) {
      s.template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${CMS_HOST}.`,
        Type: type,
      });
    }
  });

  it('is baked into the viewer-request function, which serves only the CMS there', () => {
    const [fn] = Object.values(s.template.findResources('AWS::CloudFront::Function'));
    expect(fn!.Properties.FunctionCode).toContain(`var CMS_HOST = ${JSON.stringify(CMS_HOST)};`);
  });

  it('runs that function on the API behaviours too: /api/cms/* and /api/*', () => {
    const [id] = Object.keys(s.template.findResources('AWS::CloudFront::Function'));
    const viewerRequest = [
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [id, 'FunctionARN'] } },
    ];
    s.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith(
          ['/api/cms/*', '/api/*'].map((PathPattern) =>
            Match.objectLike({ PathPattern, FunctionAssociations: viewerRequest }),
          ),
        ),
      }),
    });
  });

  it('answers the login on the CMS host alone, and no other path under /api/cms/ there', () => {
    // The function as the template deploys it, run on the requests CloudFront would hand it.
    const [fn] = Object.values(s.template.findResources('AWS::CloudFront::Function'));
    const handler = runInNewContext(`${fn!.Properties.FunctionCode}\n;handler;`, {}) as (
      event: CloudFrontFunctionEvent,
    ) => Record<string, unknown>;
    const at = (host: string, uri: string) =>
      handler(viewerRequestEvent(uri, { headers: { host: { value: host } } }));
    const notFound = {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: { 'content-security-policy': { value: nonHtmlContentSecurityPolicy } },
    };
    for (const uri of Object.values(CMS_LOGIN_PATHS)) {
      expect(at(CMS_HOST, uri)).toMatchObject({ uri });
      expect(at('www.example.com', uri)).toEqual(notFound);
    }
    expect(at(CMS_HOST, '/api/cms/nope')).toEqual(notFound);
    expect(at(CMS_HOST, '/api/lead')).toEqual(notFound);
    expect(at('www.example.com', '/api/lead')).toMatchObject({ uri: '/api/lead' });
  });

  it('is the login callback and the only origin the token is handed to', () => {
    const resource =
      s.template.toJSON().Resources[logicalId(s.stack, s.stack.cmsLogin!.callback.function)];
    expect(resource.Properties.Environment.Variables.SITE_ORIGIN).toBe(`https://${CMS_HOST}`);
    expect(resource.Properties.Environment.Variables.GITHUB_SCOPE).toBe('public_repo');
  });

  it('stays cdk-nag clean', () => {
    expect(nagFindings(s.annotations)).toEqual({ errors: [], warnings: [] });
  });
});
