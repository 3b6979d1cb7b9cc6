// Part of `npm run lint`: one contract between the backend and the frontend (issue 41).
// Every answer the frontend reads through RTK Query (`build.query<Answer, Arg>` / `build.mutation<Answer, Arg>`)
// must be a type the backend declares in a view file (backend/src/**/*.view.ts, imported type-only through
// `@api/*`), or built from such types (arrays, unions, Pick/Omit of a view, aliases), or a platform type
// (void, null, primitives, Blob), or a download's answer the frontend makes itself (its type tagged @clientMade).
// A shape written by hand in the frontend fails the check, naming the endpoint.
// Prints every endpoint with the view it reads with --print. Exits 1 with each violation named.
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const frontend = join(root, 'frontend');
const backendSrc = join(root, 'backend', 'src') + sep;
const print = process.argv.includes('--print');

const configPath = join(frontend, 'tsconfig.json');
const config = ts.getParsedCommandLineOfConfigFile(
  configPath,
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
if (!config) throw new Error(`cannot read ${configPath}`);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();

const isView = (fileName) => fileName.startsWith(backendSrc) && fileName.endsWith('.view.ts');
const isPlatform = (fileName) => /[\\/]node_modules[\\/](typescript|@types)[\\/]/.test(fileName);

/** Why a type is not the backend's (a list of hand-written places), empty when it is. */
function handWritten(type, seen = new Set()) {
  if (seen.has(type)) return [];
  seen.add(type);
  const flags = type.flags;
  if (
    flags &
    (ts.TypeFlags.Any |
      ts.TypeFlags.Unknown |
      ts.TypeFlags.Void |
      ts.TypeFlags.Undefined |
      ts.TypeFlags.Null |
      ts.TypeFlags.Never |
      ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike)
  ) {
    return [];
  }
  if (type.isUnionOrIntersection()) return type.types.flatMap((part) => handWritten(part, seen));
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker.getTypeArguments(type).flatMap((part) => handWritten(part, seen));
  }
  // Pick<View, …>, Omit<View, …>, Partial<View>…: a mapped type over a view is the view's shape.
  const alias = type.aliasSymbol;
  if (alias && ['Pick', 'Omit', 'Partial', 'Required', 'Readonly', 'NonNullable'].includes(alias.name)) {
    return (type.aliasTypeArguments ?? []).slice(0, 1).flatMap((part) => handWritten(part, seen));
  }
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.getDeclarations() ?? [];
  if (declarations.length === 0) return [checker.typeToString(type)];
  // A download's answer is made by the frontend from the file it received (tagged @clientMade where declared).
  if (
    declarations.some((declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'clientMade'))
  ) {
    return [];
  }
  const files = declarations.map((declaration) => declaration.getSourceFile().fileName);
  if (files.some((file) => isView(file) || isPlatform(file))) return [];
  return files.map((file) => `${checker.typeToString(type)} (${relative(root, file)})`);
}

const violations = [];
for (const source of program.getSourceFiles()) {
  const file = source.fileName;
  if (!file.startsWith(join(frontend, 'src') + sep) || /\.test\.tsx?$/.test(file)) continue;
  ts.forEachChild(source, function visit(node) {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['query', 'mutation'].includes(node.expression.name.text) &&
      node.typeArguments?.length
    ) {
      const endpoint = ts.isPropertyAssignment(node.parent) ? node.parent.name.getText(source) : '(endpoint)';
      const answer = checker.getTypeFromTypeNode(node.typeArguments[0]);
      const where = `${relative(root, file)} ${endpoint}`;
      const problems = handWritten(answer);
      if (problems.length > 0) violations.push(`${where}: its answer ${problems.join(', ')} is not a backend view`);
      else if (print) console.log(`${where}: ${node.typeArguments[0].getText(source)}`);
    }
    ts.forEachChild(node, visit);
  });
}

if (violations.length > 0) {
  console.error('API answers written by hand in the frontend (import the backend view through @api/* instead):');
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
if (print) console.log(`${dirname(relative(root, configPath))}: every API answer is a backend view`);
