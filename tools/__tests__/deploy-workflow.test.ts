// The shape of the committed deploy pipeline (.github/workflows/deploy.yml), as infra/docs/pipeline.md
// describes it (the content lane's jobs: content-lane-workflow.test.ts): the full lane (ci.yml,
// build, synth) after a maintainer's approval, handing the cloud assembly, the publisher and the
// build to one gated deploy at a time in `production`, which publishes the build after the stack;
// the OIDC token in the deploy and publish jobs alone, which run no
// package of the project, only .github/lane.mjs, the publish bundle and the locked CDK CLI; the smoke check without the token; and a notify job
// that may only write issues and commit statuses. `npm run lint:workflows` checks the syntax and
// pins.
import { STACK_NAME } from '../../infra/lib/stack-outputs';
import { DEPLOY_ENVIRONMENT } from '../../contracts/pipeline';
import {
  read,
  deploy,
  job,
  needs,
  steps,
  stepAt,
  expectInOrder,
  upstream,
  handOverAt,
  CREDENTIALED,
  ASSEMBLY_DIR,
} from './deploy-workflow-file';

describe('deploy.yml', () => {
  it('runs on every push to main and by hand, with a read-only token by default', () => {
    expect(Object.keys(deploy.on).sort()).toEqual(['push', 'workflow_dispatch']);
    expect(deploy.on.push?.branches).toEqual(['main']);
    expect(deploy.permissions).toEqual({ contents: 'read' });
  });

  it('full lane: a maintainer approves, then the whole suite of ci.yml, then the build', () => {
    expect(job('review').environment).toBe('review');
    expect(job('review').if).toBe("needs.content.outputs.lane == 'full'");
    expect(needs('review')).toEqual(['content']);
    expect(steps('review').every((s) => s.uses === undefined && /^echo /.test(s.run ?? ''))).toBe(
      true,
    );
    expect(job('test').uses).toBe('./.github/workflows/ci.yml');
    expect(needs('test')).toEqual(['review']);
    // No status function: the build runs only when the tests passed.
    expect(needs('build')).toEqual(['test']);
    expect(job('build').if).toBeUndefined();
    expect(job('test').if).toBeUndefined();
    expectInOrder(
      stepAt('build', /^npm ci --no-audit --no-fund$/m),
      stepAt('build', /^npm run build$/),
      stepAt('build', /^npm run synth:deploy$/),
      stepAt('build', /^npm run build:publish$/),
      handOverAt('build'),
    );
  });

  it('hands the deploy the assembly synthesized with the checks, the publisher in it, and the build', () => {
    // build:publish writes infra/cdk.out/pipeline/publish.cjs, as the content lane hands it over.
    expect(steps('build')[handOverAt('build')]!.with?.path).toBe(`${ASSEMBLY_DIR}/\npublic/\n`);
    // The synth's region is the deploy's; with it unknown the deploy checks refuse the synth.
    expect(deploy.env?.AWS_REGION).toBe('${{ vars.AWS_REGION }}');
    for (const id of ['build', 'content']) expect(job(id).env?.AWS_REGION).toBeUndefined();
  });

  it('deploys after either lane passed, the assembly handed over, gated, with the locked CLI', () => {
    expect(needs('deploy')).toEqual(['build']);
    expect(upstream('deploy')).toEqual(new Set(['build', 'test', 'review', 'content']));
    expect(upstream('deploy')).not.toContain('publish');
    // Only after the build succeeded, as a job with no if: waits for what it needs.
    expect(job('deploy').if).toBeUndefined();
    const download = steps('deploy').findIndex(
      (s) => String(s.uses).startsWith('actions/download-artifact@') && s.with?.name === 'assembly',
    );
    expect(steps('deploy')[download]?.with?.path).toBe('${{ runner.temp }}/site');
    // The gate is the workflow's own script, run by plain node.
    const gate = steps('deploy').findIndex((s) => s.run === 'node .github/lane.mjs gate');
    const cli = stepAt('deploy', /^lock="\$GITHUB_WORKSPACE\/package-lock\.json"$/m);
    const noCommand = stepAt('deploy', /grep -l '"executable"' \.\/\*\.assets\.json/);
    const credentials = stepAt('deploy', /^aws-actions\/configure-aws-credentials@/);
    const cdkDeploy = stepAt('deploy', /^node aws-cdk\/package\/bin\/cdk deploy /);
    const publish = stepAt(
      'deploy',
      /^node "\$RUNNER_TEMP\/site\/infra\/cdk\.out\/pipeline\/publish\.cjs" /m,
    );
    const address = stepAt('deploy', /SiteUrl/);
    expectInOrder(download, gate, cli, noCommand, credentials, cdkDeploy, publish, address);
    const gateId = steps('deploy')[gate]!.id;
    expect(steps('deploy')[gate]!.env?.GITHUB_TOKEN).toBe('${{ github.token }}');
    for (const at of [cli, noCommand, credentials, cdkDeploy, publish, address]) {
      expect(steps('deploy')[at]!.if).toBe(`steps.${gateId}.outputs.deploy == 'true'`);
    }
    // The downloaded assembly, no synth: `--app` names the directory.
    expect(steps('deploy')[cdkDeploy]!.run).toMatch(
      new RegExp(
        `^node aws-cdk/package/bin/cdk deploy --app site/infra/cdk\\.out ${STACK_NAME} --require-approval never .*--outputs-file cdk-outputs\\.json$`,
      ),
    );
    // Then the one upload, with the same credentials: the bucket and distribution from the
    // stack's outputs, every file again (--rewrite), the commit and its subject as the content
    // lane passes them.
    const publishLines = (id: string) =>
      steps(id)
        .flatMap((s) => (s.run ?? '').split('\n'))
        .filter((l) => /publish\.cjs|^subject=/.test(l));
    expect(publishLines('deploy')).toEqual([
      'subject=$(git log -1 --format=%s "$GITHUB_SHA")',
      'node "$RUNNER_TEMP/site/infra/cdk.out/pipeline/publish.cjs" --outputs "$RUNNER_TEMP/cdk-outputs.json" --rewrite --dir "$RUNNER_TEMP/site/public" --commit "$GITHUB_SHA" --subject="$subject"',
    ]);
    expect(publishLines('publish')[0]).toBe(publishLines('deploy')[0]);
    expect(publishLines('publish')[1]).toMatch(/ --commit "\$GITHUB_SHA" --subject="\$subject"$/);
    for (const at of [cli, cdkDeploy, address]) {
      expect(steps('deploy')[at]).toHaveProperty('working-directory', '${{ runner.temp }}');
    }
    // The CLI is the lockfile's release, checked against the lockfile's integrity.
    const install = steps('deploy')[cli]!.run!;
    expect(install).toMatch(/packages\['node_modules\/aws-cdk'\]\.version/);
    expect(install).toMatch(/packages\['node_modules\/aws-cdk'\]\.integrity/);
    expect(install).toMatch(/npm pack --ignore-scripts .*"aws-cdk@\$version"/);
    expect(install).toMatch(/if \[ "\$actual" != "\$integrity" \]; then[\s\S]*exit 1/);
    expect(steps('deploy')[credentials]!.with?.['role-to-assume']).toBe(
      '${{ vars.AWS_DEPLOY_ROLE_ARN }}',
    );
    expect(job('deploy').environment).toMatchObject({ name: DEPLOY_ENVIRONMENT });
    expect(job('deploy').outputs?.deployed).toBe(`\${{ steps.${gateId}.outputs.deploy }}`);
    const addressId = steps('deploy')[address]!.id;
    expect(job('deploy').outputs?.['site-url']).toBe(`\${{ steps.${addressId}.outputs.site-url }}`);
    expect((job('deploy').environment as { url?: string }).url).toBe(
      `\${{ steps.${addressId}.outputs.site-url }}`,
    );
  });

  it.each(CREDENTIALED)(
    'runs no package of the project and no npm install in %s, which holds the OIDC token',
    (id) => {
      const lines = steps(id)
        .flatMap((s) => (s.run ?? '').split('\n'))
        .map((l) => l.trim());
      const forbidden =
        /\bnpm (ci|install|i|add|run|run-script|exec|x|test|start|rebuild)\b|\bnpx\b|\btsx\b|\byarn\b|\bpnpm\b/;
      expect(lines.filter((l) => forbidden.test(l))).toEqual([]);
      // node runs only the gate, the publish bundle, the unpacked CLI and reads of JSON files.
      for (const line of lines.filter((l) => /(^|\$\()node /.test(l))) {
        expect(line).toMatch(
          /^(node \.github\/lane\.mjs gate$|node "\$RUNNER_TEMP\/site\/infra\/cdk\.out\/pipeline\/publish\.cjs" |node aws-cdk\/package\/bin\/cdk |node -e |\w+=\$\(node -p "require\('\$lock'\))/,
        );
      }
      // No npm cache, and no other cache, is restored into it either.
      const setup = steps(id).find((s) => String(s.uses).startsWith('actions/setup-node@'));
      expect(setup?.with?.cache).toBeUndefined();
      expect(steps(id).some((s) => /^actions\/cache[@/]/.test(String(s.uses)))).toBe(false);
    },
  );

  it('runs the smoke check after a deploy, in a job without the token', () => {
    const smoke = job('smoke');
    expect(needs('smoke')).toEqual(['deploy']);
    expect(smoke.if).toBe("needs.deploy.outputs.deployed == 'true'");
    expect(smoke.permissions ?? deploy.permissions).toEqual({ contents: 'read' });
    expect(smoke.environment).toBeUndefined();
    const step = steps('smoke').find((s) => /^npm run smoke -- "\$SITE_URL"$/.test(s.run ?? ''));
    expect(step?.env?.SITE_URL).toBe('${{ needs.deploy.outputs.site-url }}');
    expect(steps('smoke').some((s) => String(s.uses).startsWith('aws-actions/'))).toBe(false);
  });

  it('gives the OIDC token to the deploy and publish jobs alone', () => {
    const withToken = Object.entries(deploy.jobs)
      .filter(([, j]) => j.permissions?.['id-token'] !== undefined)
      .map(([id, j]) => [id, j.permissions?.['id-token']]);
    expect(withToken.sort()).toEqual(CREDENTIALED.map((id) => [id, 'write']));
    expect(job('deploy').permissions).toEqual({
      'id-token': 'write',
      contents: 'read',
      deployments: 'read',
      actions: 'read',
    });
    const ci = read('ci.yml');
    expect(ci.permissions).toEqual({ contents: 'read' });
    for (const j of Object.values(ci.jobs)) expect(j.permissions?.['id-token']).toBeUndefined();
  });

  it('builds the CMS for its own host in both lanes', () => {
    // Without it, the CMS would log in on the public host (infra/docs/cms-login.md).
    expect(deploy.env?.CMS_URL).toBe('${{ vars.CMS_URL }}');
    for (const id of ['build', 'content']) expect(job(id).env?.CMS_URL).toBeUndefined();
  });

  it('runs the full suite for pull requests and through the deploy, not again on a push to main', () => {
    const ci = read('ci.yml');
    // A content save pushed to main must not start the 20-minute suite the content lane replaces.
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'workflow_call']);
  });

  it('deploys one run at a time and queues the next instead of cancelling', () => {
    // GitHub's default for cancel-in-progress is false: no key, no cancel.
    expect(job('deploy').concurrency).toEqual({ group: 'deploy-production' });
    // The publish has a group of its own: a deploy waiting for its review must not hold saves.
    expect((job('publish').concurrency as { group: string }).group).not.toBe('deploy-production');
    // A group for the whole workflow would cancel a waiting save's run before its lane ran.
    expect(deploy.concurrency).toBeUndefined();
  });

  it('tells the editor with a job that may only write issues and statuses, after a refusal, a publish or a deploy', () => {
    const notify = job('notify');
    expect(notify.permissions).toEqual({ contents: 'read', issues: 'write', statuses: 'write' });
    expect(notify.environment).toBeUndefined();
    expect(needs('notify')).toEqual(expect.arrayContaining(['content', 'publish', 'deploy']));
    expect(notify.if).toMatch(/needs\.content\.result == 'failure'/);
    expect(notify.if).toMatch(/needs\.publish\.result == 'success'/);
    expect(notify.if).toMatch(/needs\.deploy\.result == 'success'/);
    // A publish or deploy that failed still tells the editor the save is not live.
    expect(notify.if).toMatch(/needs\.publish\.result == 'failure'/);
    expect(notify.if).toMatch(/^\$\{\{ !cancelled\(\) && needs\.content\.outputs\.approved != ''/);
    // The approved code's tools, never the push's.
    expect(steps('notify')[0]?.with?.ref).toBe('${{ needs.content.outputs.approved }}');
    // One step: a refusal is the content's, a plan or an install that failed is not (notify.ts,
    // status.int.test.ts); it runs unless the run was cancelled.
    const tell = (notify.steps ?? []).find((s) => s.run === 'npm run pipeline -- tell');
    expect(tell?.if).toBe('${{ !cancelled() }}');
    expect(tell?.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
      CONTENT_RESULT: '${{ needs.content.result }}',
      REFUSED: '${{ needs.content.outputs.refused }}',
      PUBLISH_RESULT: '${{ needs.publish.result }}',
      DEPLOY_RESULT: '${{ needs.deploy.result }}',
      DEPLOYED: '${{ needs.publish.outputs.deployed || needs.deploy.outputs.deployed }}',
      PUBLISHED_AT:
        '${{ needs.publish.outputs.published-at || needs.deploy.outputs.published-at }}',
      COMMIT_AUTHOR: '${{ github.event.head_commit.author.username || github.actor }}',
    });
    expect((notify.steps ?? []).some((s) => String(s.uses).startsWith('aws-actions/'))).toBe(false);
  });
});
