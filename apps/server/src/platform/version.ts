import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from './paths';

export function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}
