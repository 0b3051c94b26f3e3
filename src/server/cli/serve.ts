import { loadConfig } from '../config';
import { runServer } from './run-server';

/**
 * The server without the build step: serves WEB_DIST as it is (`npm start` builds it first when its
 * sources changed). For a deployment that built the app beforehand, and for tests that start the server.
 */
await runServer(loadConfig());
