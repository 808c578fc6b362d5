// What a workflow's run: script may expand: nothing of the event, and no job's or step's
// outputs unless it only compares them.
import { scriptExpansions } from '../workflow-expressions';

const rulesOf = (script: string) => scriptExpansions(script).map((e) => e.rule);

describe('scriptExpansions', () => {
  it.each([
    'echo ${{ github.event.pull_request.title }}',
    "echo '${{ toJSON(github.event) }}' > event.json",
    "echo ${{ github.event['pull_request'].title }}",
    'echo ${{ github.event["number"] }}',
    "echo ${{ github['event'].number }}",
    'echo ${{ github . event }}',
    'git fetch origin ${{ github.head_ref }}',
    'echo ${{ toJSON(github) }}',
    'echo ${{ github[matrix.field] }}',
    'echo ${{ GitHub.Event.Number }}',
  ])('refuses the event in %j', (script) => {
    expect(rulesOf(script)).toEqual(['event-in-script']);
  });

  it.each([
    'echo ${{ needs.plan.outputs.lane }}',
    'echo ${{ steps.plan.outputs.routes }}',
    "echo ${{ needs['plan'].outputs['lane'] }}",
    "echo ${{ needs.plan['outputs'].lane }}",
    'echo ${{ needs.*.outputs.lane }}',
    'echo ${{ toJSON(needs) }}',
    'echo ${{ toJSON(steps.plan) }}',
    'echo ${{ fromJSON(steps.plan.outputs.routes)[0] }}',
    "echo ${{ steps.plan.outputs.lane == 'full' && steps.plan.outputs.routes }}",
    "echo ${{ steps.plan.outputs.lane || 'content' }}",
    'echo ${{ format("{0}", needs.plan.outputs.lane) }}',
    'echo ${{ Steps.plan.Outputs.lane }}',
    "echo ${{ format('{0}{1}', steps.plan.outputs.lane, 1 == 1) }}",
    "echo ${{ steps.plan.outputs[steps.plan.outputs.lane == 'x'] }}",
  ])('refuses the outputs in %j', (script) => {
    expect(rulesOf(script)).toEqual(['output-in-script']);
  });

  it.each([
    'echo "$TITLE" "$LANE"',
    'echo ${{ github.event_name }} ${{ github.sha }} ${{ github.workflow }}',
    "test ${{ steps.plan.outputs.lane == 'full' }} = true",
    "test ${{ needs.plan.outputs.routes != '' }} = true",
    'test ${{ !steps.plan.outputs.routes }} = true',
    "test ${{ contains(fromJSON(needs.plan.outputs.routes), '/') == true }} = true",
    'echo ${{ needs.plan.result }} ${{ steps.build.outcome }} ${{ steps.build.conclusion }}',
    "echo ${{ env.STEPS }} ${{ matrix.needs }} ${{ 'needs.plan.outputs.lane' }}",
  ])('accepts %j', (script) => {
    expect(rulesOf(script)).toEqual([]);
  });

  it('names each expression it refuses, as written', () => {
    expect(
      scriptExpansions('a=${{ github.event.number }}\nb=${{ steps.x.outputs.y }}\nc=${{ env.Z }}'),
    ).toEqual([
      { expression: '${{ github.event.number }}', rule: 'event-in-script' },
      { expression: '${{ steps.x.outputs.y }}', rule: 'output-in-script' },
    ]);
  });
});
