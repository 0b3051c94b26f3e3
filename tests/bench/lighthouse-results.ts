/** What the Lighthouse part of the bench measured (tests/bench/lighthouse.ts); the input of report-lighthouse.ts. */

/** The targets of README "Performance", printed beside the figures. */
export const LIGHTHOUSE_TARGETS = { performance: 95, repeatLcpMs: 1000, shellFromNetwork: 0 };

export interface PageMetrics {
  /** 0-100, or undefined when Lighthouse could not score the page. */
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  /** The text or tag Lighthouse names as the LCP element. */
  lcpElement?: string;
  /** Lighthouse's own CPU benchmark of the machine at the time (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex?: number;
  runWarnings: string[];
}

/** An audit of the performance category that scored below 0.9: Lighthouse's pointer to a cause. */
export interface AuditFinding {
  id: string;
  title: string;
  displayValue?: string;
  /** The first few rows of the audit's table (URL or label, with its figures). */
  items: string[];
}

export interface ColdRun extends PageMetrics {
  page: string;
  run: number;
  seconds: number;
  /** CPU used by processes outside the bench during the run, % of one core. */
  otherCpuPercent: number;
  findings: AuditFinding[];
  error?: string;
}

/** One request the page received during a repeat visit. */
export interface SeenRequest {
  url: string;
  type: string;
  status: number;
  fromServiceWorker: boolean;
}

export interface RepeatVisit extends PageMetrics {
  page: string;
  run: number;
  /** Document, JS and CSS of our origin the page received without the service worker answering. */
  shellFromNetwork: SeenRequest[];
  /** How many document/JS/CSS responses the service worker answered. */
  shellFromServiceWorker: number;
  /** Other requests of our origin that reached the network (API calls, the service worker's update check), "METHOD path" as the server logged them. */
  serverSaw: string[];
  /** Shell paths (document, .js, .css) the server received during the visit: what left the device, even via the service worker. */
  serverShellRequests: string[];
  otherCpuPercent: number;
  findings: AuditFinding[];
}

export interface RepeatFlowRun {
  run: number;
  seconds: number;
  /** Entries per Cache Storage cache after the first visits. */
  caches: Record<string, number>;
  visits: RepeatVisit[];
  error?: string;
}

export interface LighthouseReport {
  lighthouseVersion: string;
  chromiumVersion?: string;
  url: string;
  dist: { dir: string; built: 'existing' | 'built' | 'rebuilt'; seconds?: number };
  serverStartSeconds: number;
  returningShopper: { store?: string; cookies: string[] };
  pages: string[];
  runs: number;
  cold: ColdRun[];
  repeat: RepeatFlowRun[];
  /** Where the HTML reports were written. */
  htmlReports: string[];
  phases: [string, number][];
  errors: string[];
}
