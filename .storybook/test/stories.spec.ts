import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Every story of the built Storybook, rendered in Chromium in de, and samples in en and fr (see `storiesFor`). A story fails when it
// throws, logs an error, renders nothing, or when the a11y addon's own axe run (the run that fills
// the addon panel, with the addon's rules and each story's `a11y` parameters) finds a serious or
// critical violation. One page renders a batch of stories one after the other (Storybook's
// `setCurrentStory`), as the manager does when a designer clicks through the sidebar.

const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const locales = (process.env.STORYBOOK_TEST_LOCALES ?? 'de,en,fr').split(',').map((l) => l.trim()).filter(Boolean);
const BATCH_SIZE = 30;
const STORY_TIMEOUT_MS = 20_000;
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const PLACEHOLDER_IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#d9cfc2"/></svg>';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

function readStories(): IndexEntry[] {
  const file = join(storybookDir, 'index.json');
  if (!existsSync(file)) return [];
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
}

const LONG_TEXTS = /long|french|german|fran[cç]ais|deutsch|anglais|english/i;

/**
 * Which stories run in a locale: every story in German (the shop's first language); in English
 * and French the first story of each component, and in French also every story about long texts.
 * `STORYBOOK_TEST_ALL_LOCALES=1` runs every story in every locale.
 */
function storiesFor(locale: string, stories: IndexEntry[]): string[] {
  if (locale === 'de' || process.env.STORYBOOK_TEST_ALL_LOCALES === '1') return stories.map((s) => s.id);
  const seenTitles = new Set<string>();
  return stories
    .filter((story) => {
      const firstOfComponent = !seenTitles.has(story.title);
      seenTitles.add(story.title);
      return firstOfComponent || (locale === 'fr' && LONG_TEXTS.test(`${story.name} ${story.id}`));
    })
    .map((s) => s.id);
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface StoryOutcome {
  finished: boolean;
  status?: string;
  violations: Violation[];
  a11yReported: boolean;
  a11yError?: string;
  errors: string[];
  lang: string;
  /** A story's own `globals: { locale }`, which wins over the toolbar's. */
  storyLocale?: string;
}

// Runs in the page before Storybook's runtime: records the preview channel's events as the
// channel is created, so the first story's events are not missed.
function recordStorybookEvents() {
  type LogEntry = { event: string; storyId?: string; detail: unknown };
  const w = window as unknown as { __sbLog: LogEntry[]; __STORYBOOK_ADDONS_CHANNEL__?: unknown };
  w.__sbLog = [];
  const message = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (value && typeof value === 'object') {
      const { title, description, message: msg } = value as { title?: string; description?: string; message?: string };
      if (title || description || msg) return [title, description, msg].filter(Boolean).join(': ');
    }
    return String(value);
  };
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, listener: (...args: unknown[]) => void): void }) {
      channel = value;
      value.on('storyFinished', (...args: unknown[]) => {
        const payload = args[0] as { storyId: string; status: string; reporters?: Array<{ type: string; status: string; result?: { violations?: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown; any?: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }> }> }>; error?: unknown } }> };
        const report = payload.reporters?.find((r) => r.type === 'a11y');
        w.__sbLog.push({
          event: 'storyFinished',
          storyId: payload.storyId,
          detail: {
            status: payload.status,
            a11yReported: Boolean(report),
            a11yError: report?.result?.error ? message(report.result.error) : undefined,
            violations: (report?.result?.violations ?? []).map((v) => ({
              id: v.id,
              impact: v.impact ?? null,
              help: v.help,
              targets: v.nodes.slice(0, 5).map((n) => {
                const contrast = n.any?.find((check) => check.data?.contrastRatio)?.data;
                const colours = contrast ? ` (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1)` : '';
                return `${JSON.stringify(n.target)}${colours}`;
              }),
            })),
          },
        });
      });
      for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing']) {
        value.on(event, (...args: unknown[]) => {
          w.__sbLog.push({ event, detail: args.map(message).join(' ') });
        });
      }
    },
  });
}

async function renderStory(page: Page, storyId: string, locale: string, first: boolean, pageErrors: string[]): Promise<StoryOutcome> {
  pageErrors.length = 0;
  if (first) {
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=locale:${locale}`);
  } else {
    await page.evaluate((id) => {
      const w = window as unknown as { __sbLog: unknown[]; __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void } };
      w.__sbLog = [];
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  const finished = await page
    .waitForFunction(
      (id) => {
        const log = (window as unknown as { __sbLog?: Array<{ event: string; storyId?: string }> }).__sbLog ?? [];
        return log.some((e) => (e.event === 'storyFinished' && e.storyId === id) || e.event === 'storyMissing');
      },
      storyId,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then(() => true)
    .catch(() => false);
  const state = await page.evaluate((id) => {
    const log = (window as unknown as { __sbLog?: Array<{ event: string; storyId?: string; detail: unknown }> }).__sbLog ?? [];
    const done = log.find((e) => e.event === 'storyFinished' && e.storyId === id)?.detail as
      | { status: string; a11yReported: boolean; a11yError?: string; violations: Violation[] }
      | undefined;
    return {
      done,
      errors: log.filter((e) => e.event !== 'storyFinished').map((e) => `${e.event}: ${String(e.detail)}`),
      lang: document.documentElement.lang,
      storyLocale: (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: { locale?: string } } } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.locale,
    };
  }, storyId);
  return {
    finished,
    status: state.done?.status,
    violations: state.done?.violations ?? [],
    a11yReported: state.done?.a11yReported ?? false,
    a11yError: state.done?.a11yError,
    errors: [...state.errors, ...pageErrors],
    lang: state.lang,
    storyLocale: state.storyLocale,
  };
}

function problemsOf(outcome: StoryOutcome, locale: string): string[] {
  if (!outcome.finished) return [`did not finish rendering within ${STORY_TIMEOUT_MS / 1000} s`, ...outcome.errors];
  const problems = [...outcome.errors];
  const expectedLang = outcome.storyLocale ?? locale;
  if (outcome.lang !== expectedLang) problems.push(`<html lang> is "${outcome.lang}", expected "${expectedLang}"`);
  if (outcome.a11yError) problems.push(`axe failed: ${outcome.a11yError}`);
  for (const v of outcome.violations) {
    if (v.impact && FAILING_IMPACTS.has(v.impact)) problems.push(`axe ${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`);
  }
  return problems;
}

const stories = readStories();

test('the built Storybook has stories', () => {
  expect(stories.length, `${join(storybookDir, 'index.json')} lists no stories: build Storybook first`).toBeGreaterThan(0);
});

for (const locale of locales) {
  const storyIds = storiesFor(locale, stories);
  for (let start = 0; start < storyIds.length; start += BATCH_SIZE) {
    const batch = storyIds.slice(start, start + BATCH_SIZE);
    test(`stories in ${locale}: ${batch[0]} … ${batch[batch.length - 1]}`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(`page error: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico')) pageErrors.push(`console error: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
      });
      await page.addInitScript(recordStorybookEvents);
      // Fixture media live on Shopware's CDN: stand-in images keep the run offline and repeatable.
      await page.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE })
            : route.abort('blockedbyclient'),
      );
      const failures: string[] = [];
      let axeRuns = 0;
      // After a story that did not finish, the next one starts from a freshly loaded page.
      let fresh = true;
      for (const storyId of batch) {
        const outcome = await renderStory(page, storyId, locale, fresh, pageErrors);
        fresh = !outcome.finished;
        if (outcome.a11yReported) axeRuns += 1;
        const problems = problemsOf(outcome, locale);
        if (problems.length) failures.push(`${storyId} [${locale}]\n    ${problems.join('\n    ')}`);
      }
      expect(failures, `${failures.length} of ${batch.length} stories failed:\n${failures.join('\n')}`).toEqual([]);
      // The a11y addon must have checked the stories (it is skipped only by a story's own `a11y` parameter).
      expect(axeRuns, 'the a11y addon ran on no story: is @storybook/addon-a11y still registered?').toBeGreaterThan(0);
    });
  }
}
