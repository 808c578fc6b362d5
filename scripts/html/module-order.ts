// Which modules the page's scripts will initialise anyway, in the order they would: the loader
// (scripts-after-paint.ts) initialises them a few milliseconds a task before the app's entry
// runs, instead of all in the entry's one long task.
//
// A webpack plugin (the production JavaScript build only, gatsby-node) records, for every named
// chunk group (Gatsby's "app" entry and each page component's group), the modules reached from
// its root by static ES imports, depth first, each after what it imports: the order webpack's
// require evaluates them. Only static imports count: a module behind a `require()` in a branch
// (Gatsby's service worker registration) or an `import()` is left for the code that asks for it.
// An entry's own module is left out: it runs when webpack starts the app, after these.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, Module } from 'webpack';

export type ModuleId = string | number;
/** Chunk group name -> module ids, each after the modules it imports. */
export type ModuleOrder = Record<string, ModuleId[]>;

export const MODULE_ORDER_FILE = path.join('.cache', 'scripts-after-paint', 'module-order.json');

// webpack's dependency types for `import ... from`, `import '...'` and `export ... from`.
const isStaticImport = (type: string) =>
  type === 'harmony side effect evaluation' ||
  type === 'harmony import specifier' ||
  type === 'harmony export imported specifier';

export function moduleOrder(compilation: Compilation): ModuleOrder {
  const { moduleGraph, chunkGraph } = compilation;
  const order: ModuleOrder = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const inGroup = new Set<Module>(
      group.chunks.flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)]),
    );
    const isEntry = group.isInitial();
    const roots: Module[] = isEntry
      ? group.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)])
      : group.origins.flatMap(({ module }) =>
          (module?.blocks ?? [])
            .filter((block) => chunkGraph.getBlockChunkGroup(block) === group)
            .flatMap((block) => block.dependencies.map((dep) => moduleGraph.getModule(dep)))
            .filter((m): m is Module => Boolean(m)),
        );
    const runtime = group.chunks[0]?.runtime;
    const seen = new Set<Module>();
    const ids: ModuleId[] = [];
    const visit = (module: Module) => {
      if (seen.has(module) || !inGroup.has(module)) return;
      seen.add(module);
      // In the order of the import statements, as webpack's require calls run them (the graph
      // lists a module's connections in no set order).
      const imports = [...moduleGraph.getOutgoingConnections(module)]
        .filter(
          (connection) =>
            connection.module &&
            connection.dependency &&
            isStaticImport(connection.dependency.type) &&
            connection.isTargetActive(runtime),
        )
        .map((connection) => ({
          target: connection.module!,
          order: (connection.dependency as { sourceOrder?: number }).sourceOrder ?? Infinity,
        }))
        .sort((a, b) => a.order - b.order);
      for (const { target } of imports) visit(target);
      const id = chunkGraph.getModuleId(module);
      if (id !== null && !(isEntry && roots.includes(module))) ids.push(id);
    };
    roots.forEach(visit);
    order[name] = ids;
  }
  return order;
}

/** Writes moduleOrder() of each build to `file` once the bundles are written. */
export class ModuleOrderPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ModuleOrderPlugin', (compilation) => {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(moduleOrder(compilation)));
    });
  }
}
