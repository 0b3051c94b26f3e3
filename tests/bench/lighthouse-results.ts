/** What the Lighthouse part of the bench measured (tests/bench/lighthouse.ts); the input of report-lighthouse.ts. */

/** The targets of README "Performance" (issue 23 "Fast where it counts"), printed beside the figures. */
export const LIGHTHOUSE_TARGETS = {
  /** Cold, mobile: the returning shopper on a new device (and the first visit, reported beside it). */
  performance: 95,
  coldLcpMs: 2000,
  /** Repeat visit, service worker warm, 4x CPU. */
  repeatLcpMs: 500,
  repeatTbtMs: 200,
  repeatMainThreadMs: 1500,
  repeatMaxFidMs: 200,
  shellFromNetwork: 0,
  /** Input to next paint of a shopper's tap (p75 of the samples), 4x CPU. */
  interactionP75Ms: 100,
};

export interface PageMetrics {
  /** 0-100, or undefined when Lighthouse could not score the page. */
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  /** Max potential first input delay: the longest main-thread task after FCP. */
  maxFidMs?: number;
  /** Main-thread work of the page load (mainthread-work-breakdown), and its biggest categories. */
  mainThreadMs?: number;
  mainThreadTop: string[];
  /** The scripts that cost most main-thread time (bootup-time), "url: total ms (scripting ms)". */
  bootupTop: string[];
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

/** Who the cold visit is: a first visitor (age gate, no cookies) or a returning shopper on a new device (cookies only). */
export type ColdVisitor = 'first' | 'returning';

export interface ColdRun extends PageMetrics {
  page: string;
  visitor: ColdVisitor;
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

/** Latency samples of one scripted interaction (Event Timing: input to the next paint). */
export interface InteractionSamples {
  name: string;
  page: string;
  /** Per tap: the longest Event Timing entry of the interaction; 0 when none reached the 16 ms threshold. */
  latenciesMs: number[];
  error?: string;
}

export interface RepeatFlowRun {
  run: number;
  seconds: number;
  interactions: InteractionSamples[];
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
  returningShopper: { store?: string; cookies: string[]; signedInAs?: string; signedInPages: string[] };
  /** The pages as asked for (BENCH_LIGHTHOUSE_PAGES, `/product/{id}` resolved to the store's first product). */
  pages: string[];
  runs: number;
  cold: ColdRun[];
  repeat: RepeatFlowRun[];
  /** Where the HTML reports were written. */
  htmlReports: string[];
  phases: [string, number][];
  errors: string[];
}
