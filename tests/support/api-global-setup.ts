import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';
import type { ApiDatabaseTemplate } from './database-template';

/**
 * Global setup of the API project: migrates one template database per run, and every test file's
 * database starts as a copy of it (tests/support/test-app.ts) instead of running initdb and every
 * migration again. On PGlite the template is a data-directory tarball in a temp dir (loading it
 * takes about a quarter of the time of a fresh initdb + migrate); under TEST_DATABASE_URL it is a
 * PostgreSQL database that each file's `CREATE DATABASE … TEMPLATE` copies.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const { template, remove } = adminUrl ? await postgresTemplate(adminUrl) : await pgliteTemplate();
  project.provide('apiDatabaseTemplate', template);
  return remove;
}

async function pgliteTemplate(): Promise<{ template: ApiDatabaseTemplate; remove: () => void }> {
  const handle = openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const tarball = await (handle.db.$client as PGlite).dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'apotheca-api-template-'));
  const file = path.join(dir, 'pgdata.tar');
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return { template: { kind: 'pglite', tarball: file }, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTemplate(adminUrl: string): Promise<{ template: ApiDatabaseTemplate; remove: () => Promise<void> }> {
  const name = `apotheca_template_${randomBytes(6).toString('hex')}`;
  const admin = (query: string) => withClient(adminUrl, (client) => client.query(query));
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), dataDir: 'memory://' });
  try {
    await handle.migrate();
  } finally {
    // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
    await handle.close();
  }
  return { template: { kind: 'postgres', database: name }, remove: async () => void (await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
