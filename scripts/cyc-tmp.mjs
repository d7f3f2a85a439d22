import { ESLint } from 'eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [{ files: ['api/**/*.ts'], plugins: { 'import-x': importX }, settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  }, rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] } }] });
const res = await eslint.lintFiles(['api/src/**/*.ts']);
for (const r of res) for (const m of r.messages) if (m.ruleId === 'import-x/no-cycle') console.log(r.filePath.replace(process.cwd()+'/',''), m.line, m.message.replace(/\n/g,' '));
