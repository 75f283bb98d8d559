import type { Context, Hono } from 'hono';
import { catalogueGeneration, contentLocaleOf, LOCALE_LANGUAGE } from '../catalogue/seed';
import { collatorFor, mediaEntity, productEntity, seoUrlEntity, text, type CatalogueContext, type Json } from '../catalogue/serialize';
import type { CatalogueStore } from '../catalogue/store';
import type { Db } from '../db/database';
import { RECIPE_DIFFICULTIES, type DemoRecipe, type RecipeDifficulty } from '../demo/recipes';
import type { DemoLocale, DemoProduct } from '../demo/types';
import { apiError, violations, type Violation } from '../errors';
import { readObjectBody, type AppEnv } from '../http';
import { requestRecord } from '../request-data';
import { SYSTEM_LANGUAGE_ID, UUID_PATTERN, currencyCodeOf } from '../ids';

/**
 * Plugin-style Store API routes of the recipes (docs/decisions/0015-recipes-store-api.md), the
 * way a Shopware plugin would add an entity `gipfel_recipe` with its own routes:
 *
 * - `GET|POST /store-api/recipe`: the recipes, filtered (`tag`, `difficulty`, `maxCookTime`, `term`),
 *   paginated (`page`, `limit`) and with facet aggregations (`tags`, `difficulty`, `cookTime`).
 * - `GET|POST /store-api/recipe/{idOrSlug}`: one recipe by id or slug, with its linked products.
 */

export const RECIPE_DEFAULT_LIMIT = 12;
export const RECIPE_MAX_LIMIT = 100;
export const RECIPE_MAX_PAGE = 10_000;
export const RECIPE_MAX_COOK_TIME = 1440;
export const RECIPE_MAX_TERM_LENGTH = 200;
const MAX_LIST_ITEMS = 20;
const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,49}$/;
const LIST_KEYS = new Set(['tag', 'difficulty']);

const LOCALES = Object.keys(LOCALE_LANGUAGE) as DemoLocale[];

interface TagRow {
  slug: string;
  position: number;
  names: Record<string, string>;
}

interface RecipeCache {
  recipes: DemoRecipe[];
  byId: Map<string, DemoRecipe>;
  /** Every language's slug → recipe and the slug's language. */
  bySlug: Map<string, { recipe: DemoRecipe; languageId: string }>;
  tags: TagRow[];
  tagBySlug: Map<string, TagRow>;
  /** Folded search text per recipe and locale (name, teaser, ingredient names). */
  searchText: Map<string, Record<DemoLocale, string>>;
}

/** Lower case, without accents and with umlauts both folded (`käse` → `kase`) and spelled out (`kaese`). */
function fold(value: string): string {
  return value.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
function spellOut(value: string): string {
  return fold(value.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

function loadRecipes(db: Db): RecipeCache {
  const recipes = (db.prepare('SELECT data FROM gipfel_recipe ORDER BY position, id').all() as { data: string }[]).map(
    (row) => JSON.parse(row.data) as DemoRecipe,
  );
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  const bySlug = new Map<string, { recipe: DemoRecipe; languageId: string }>();
  for (const row of db.prepare('SELECT slug, recipe_id, language_id FROM gipfel_recipe_slug').all() as { slug: string; recipe_id: string; language_id: string }[]) {
    const recipe = byId.get(row.recipe_id);
    if (recipe) bySlug.set(row.slug, { recipe, languageId: row.language_id });
  }
  const tags = (db.prepare('SELECT slug, position, translations FROM gipfel_recipe_tag ORDER BY position').all() as { slug: string; position: number; translations: string }[]).map(
    (row) => ({
      slug: row.slug,
      position: row.position,
      names: Object.fromEntries(Object.entries(JSON.parse(row.translations) as Record<string, { name: string }>).map(([languageId, value]) => [languageId, value.name])),
    }),
  );
  const searchText = new Map<string, Record<DemoLocale, string>>();
  for (const recipe of recipes) {
    const entry = {} as Record<DemoLocale, string>;
    for (const locale of LOCALES) {
      const raw = [recipe.name[locale], recipe.teaser[locale], ...recipe.ingredients.map((item) => item.name[locale])].join(' \u0000 ');
      entry[locale] = `${fold(raw)} \u0000 ${spellOut(raw)}`;
    }
    searchText.set(recipe.id, entry);
  }
  return { recipes, byId, bySlug, tags, tagBySlug: new Map(tags.map((tag) => [tag.slug, tag])), searchText };
}

/** Caches the recipes of a connection; reloads after a seed (same rule as the catalogue cache). */
class RecipeStore {
  private cached: RecipeCache | null = null;
  private key = '';
  constructor(private readonly db: Db) {}
  get(): RecipeCache {
    const key = `${this.db.pragma('data_version', { simple: true }) as number}:${catalogueGeneration(this.db)}`;
    if (!this.cached || key !== this.key) {
      this.cached = loadRecipes(this.db);
      this.key = key;
    }
    return this.cached;
  }
}

export interface RecipeListRequest {
  page: number;
  limit: number;
  tags: string[];
  difficulties: RecipeDifficulty[];
  maxCookTime: number | null;
  term: string | null;
}

/** GET: `tag[]=a&tag[]=b`, `tag[0]=a`, `tag=a,b` and repeated `tag=a&tag=b` all give a list. */
function queryInput(url: string): Record<string, unknown> {
  const raw = requestRecord();
  for (const [key, value] of new URL(url).searchParams) {
    const base = key.replace(/\[\d*\]$/, '');
    if (LIST_KEYS.has(base)) {
      const list = (raw[base] as string[] | undefined) ?? [];
      list.push(...value.split(','));
      raw[base] = list;
    } else {
      raw[key] = value;
    }
  }
  return raw;
}

function parseInteger(raw: unknown): number {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : Number.NaN;
  if (typeof raw === 'string' && /^\s*-?\d{1,12}\s*$/.test(raw)) return Number(raw.trim());
  return Number.NaN;
}

function listOf(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string') return raw.split(',');
  if (raw && typeof raw === 'object') return Object.values(raw);
  return null;
}

/** Validates the list request; every problem becomes one 400 entry with its pointer. */
export function parseRecipeListRequest(raw: Record<string, unknown>, knownTags: ReadonlySet<string>): RecipeListRequest {
  const problems: Violation[] = [];
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';

  let page = 1;
  if (present(raw.page)) {
    page = parseInteger(raw.page);
    if (!Number.isInteger(page) || page < 1 || page > RECIPE_MAX_PAGE) {
      problems.push({ pointer: '/page', code: 'FRAMEWORK__INVALID_PAGE_QUERY', detail: `The page must be an integer between 1 and ${RECIPE_MAX_PAGE}.` });
    }
  }
  let limit = RECIPE_DEFAULT_LIMIT;
  if (present(raw.limit)) {
    limit = parseInteger(raw.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > RECIPE_MAX_LIMIT) {
      problems.push({ pointer: '/limit', code: 'FRAMEWORK__INVALID_LIMIT_QUERY', detail: `The limit must be an integer between 1 and ${RECIPE_MAX_LIMIT}.` });
    }
  }

  const tags: string[] = [];
  if (present(raw.tag)) {
    const list = listOf(raw.tag);
    if (!list || list.length > MAX_LIST_ITEMS) {
      problems.push({ pointer: '/tag', code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "tag" must be a list of at most ${MAX_LIST_ITEMS} tag slugs.` });
    } else {
      list.forEach((item, index) => {
        const slug = typeof item === 'string' ? item.trim() : '';
        if (!TAG_PATTERN.test(slug) || !knownTags.has(slug)) {
          problems.push({
            pointer: `/tag/${index}`,
            code: 'GIPFEL__RECIPE_TAG_NOT_FOUND',
            detail: `Recipe tag "${typeof item === 'string' ? item.slice(0, 60) : typeof item}" does not exist.`,
            parameters: { tag: typeof item === 'string' ? item.slice(0, 60) : null },
          });
        } else if (!tags.includes(slug)) {
          tags.push(slug);
        }
      });
    }
  }

  const difficulties: RecipeDifficulty[] = [];
  if (present(raw.difficulty)) {
    const list = listOf(raw.difficulty);
    if (!list || list.length > MAX_LIST_ITEMS) {
      problems.push({ pointer: '/difficulty', code: 'FRAMEWORK__INVALID_CRITERIA', detail: 'Parameter "difficulty" must be a list of "easy", "medium" or "hard".' });
    } else {
      list.forEach((item, index) => {
        const value = typeof item === 'string' ? item.trim() : '';
        if (!(RECIPE_DIFFICULTIES as readonly string[]).includes(value)) {
          problems.push({
            pointer: `/difficulty/${index}`,
            code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
            detail: 'The value you selected is not a valid choice: use "easy", "medium" or "hard".',
            parameters: { value: typeof item === 'string' ? item.slice(0, 60) : null, choices: [...RECIPE_DIFFICULTIES] },
          });
        } else if (!difficulties.includes(value as RecipeDifficulty)) {
          difficulties.push(value as RecipeDifficulty);
        }
      });
    }
  }

  let maxCookTime: number | null = null;
  if (present(raw.maxCookTime)) {
    const value = parseInteger(raw.maxCookTime);
    if (!Number.isInteger(value) || value < 1 || value > RECIPE_MAX_COOK_TIME) {
      problems.push({ pointer: '/maxCookTime', code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "maxCookTime" must be a number of minutes between 1 and ${RECIPE_MAX_COOK_TIME}.` });
    } else {
      maxCookTime = value;
    }
  }

  let term: string | null = null;
  if (raw.term !== undefined && raw.term !== null) {
    if (typeof raw.term !== 'string') {
      problems.push({ pointer: '/term', code: 'FRAMEWORK__INVALID_CRITERIA', detail: 'Parameter "term" must be a string.' });
    } else if (raw.term.trim().length > RECIPE_MAX_TERM_LENGTH) {
      problems.push({ pointer: '/term', code: 'FRAMEWORK__INVALID_CRITERIA', detail: `Parameter "term" must be at most ${RECIPE_MAX_TERM_LENGTH} characters long.` });
    } else if (raw.term.trim() !== '') {
      term = raw.term.trim();
    }
  }

  if (problems.length > 0) throw violations(problems);
  return { page, limit, tags, difficulties, maxCookTime, term };
}

export function registerRecipeRoutes(app: Hono<AppEnv>, db: Db, store: CatalogueStore): void {
  const recipes = new RecipeStore(db);

  function context(c: Context<AppEnv>): CatalogueContext {
    const session = c.get('session');
    const header = c.req.header('sw-include-seo-urls')?.trim().toLowerCase();
    return {
      cat: store.get(),
      salesChannelId: session.salesChannelId,
      languageId: session.languageId,
      locale: contentLocaleOf(session.languageId),
      currency: currencyCodeOf(session.row.currency_id),
      origin: new URL(c.req.url).origin,
      includeSeoUrls: header === '1' || header === 'true',
    };
  }

  function tagName(ctx: CatalogueContext, tag: TagRow): string {
    return tag.names[ctx.languageId] ?? tag.names[SYSTEM_LANGUAGE_ID] ?? tag.slug;
  }

  function recipeEntity(ctx: CatalogueContext, cache: RecipeCache, recipe: DemoRecipe, full: boolean): Json {
    const name = text(ctx, recipe.name);
    const teaser = text(ctx, recipe.teaser);
    const steps = recipe.steps.map((step) => text(ctx, step));
    const stored = ctx.cat.media.get(recipe.media.id);
    const media = stored ? { ...mediaEntity(ctx, stored), width: stored.width, height: stored.height } : null;
    const order = LOCALES.map((locale) => LOCALE_LANGUAGE[locale]);
    const seoUrls = (ctx.cat.seoUrlsOf.get(recipe.id) ?? [])
      .slice()
      .sort((a, b) => order.indexOf(a.language_id) - order.indexOf(b.language_id))
      .map((row) => seoUrlEntity(row, ctx.salesChannelId));
    return {
      id: recipe.id,
      slug: recipe.slug[ctx.locale] ?? recipe.slug.de,
      name,
      teaser,
      servings: recipe.servings,
      cookTimeMinutes: recipe.cookTimeMinutes,
      difficulty: recipe.difficulty,
      mediaId: recipe.media.id,
      media,
      tags: recipe.tags
        .map((slug) => cache.tagBySlug.get(slug))
        .filter((tag): tag is TagRow => tag !== undefined)
        .sort((a, b) => a.position - b.position)
        .map((tag) => ({ slug: tag.slug, name: tagName(ctx, tag) })),
      ingredients: recipe.ingredients.map((item) => ({
        id: item.id,
        amount: item.amount,
        unit: item.unit,
        name: text(ctx, item.name),
        productId: item.productId,
      })),
      ...(full ? { steps, nutrition: recipe.nutrition } : {}),
      seoUrls,
      createdAt: ctx.cat.createdAt,
      updatedAt: null,
      customFields: null,
      translated: full ? { name, teaser, steps } : { name, teaser },
      apiAlias: 'gipfel_recipe',
    };
  }

  function bestVariant(ctx: CatalogueContext, product: DemoProduct): DemoProduct {
    const variants = ctx.cat.variantsOf.get(product.id);
    if (!variants || variants.length === 0) return product;
    const main = variants.find((variant) => variant.id === product.variantListingConfig?.mainVariantId);
    return main ?? variants.find((variant) => variant.available) ?? variants[0]!;
  }

  /** The linked products as `/product/{id}` serialises them: active and available ones, once each. */
  function linkedProducts(ctx: CatalogueContext, recipe: DemoRecipe): Json[] {
    const ids = [...new Set(recipe.ingredients.map((item) => item.productId).filter((id): id is string => id !== null))];
    return ids
      .map((id) => ctx.cat.products.get(id))
      .filter((product): product is DemoProduct => product !== undefined && product.active)
      .map((product) => bestVariant(ctx, product))
      .filter((product) => product.active && product.available)
      .map((product) => productEntity(ctx, product, { detail: true }));
  }

  async function input(c: Context<AppEnv>): Promise<Record<string, unknown>> {
    if (c.req.method === 'GET') return queryInput(c.req.url);
    return readObjectBody(c);
  }

  const list = async (c: Context<AppEnv>) => {
    const raw = await input(c);
    const cache = recipes.get();
    const request = parseRecipeListRequest(raw, new Set(cache.tags.map((tag) => tag.slug)));
    const ctx = context(c);
    const tokens = request.term ? fold(request.term).split(/\s+/).filter(Boolean) : [];
    const matches = {
      tags: (recipe: DemoRecipe) => request.tags.every((slug) => (recipe.tags as string[]).includes(slug)),
      difficulty: (recipe: DemoRecipe) => request.difficulties.length === 0 || request.difficulties.includes(recipe.difficulty),
      cookTime: (recipe: DemoRecipe) => request.maxCookTime === null || recipe.cookTimeMinutes <= request.maxCookTime,
      term: (recipe: DemoRecipe) => {
        if (tokens.length === 0) return true;
        // Italian recipes have no texts of their own: they are searched in German, their fallback.
        const haystack = cache.searchText.get(recipe.id)?.[ctx.locale === 'it' ? 'de' : ctx.locale] ?? '';
        return tokens.every((token) => haystack.includes(token));
      },
    };
    type Facet = keyof typeof matches;
    const except = (skip: Facet | null) => cache.recipes.filter((recipe) => (Object.keys(matches) as Facet[]).every((facet) => facet === skip || matches[facet](recipe)));

    const all = except(null);
    const offset = (request.page - 1) * request.limit;
    const elements = all.slice(offset, offset + request.limit).map((recipe) => recipeEntity(ctx, cache, recipe, false));

    // Tags combine with AND: their counts are over every filter (a count says what adding the tag gives).
    const collator = collatorFor(ctx.locale);
    const tagBuckets = cache.tags
      .map((tag) => ({ key: tag.slug, name: tagName(ctx, tag), count: all.filter((recipe) => (recipe.tags as string[]).includes(tag.slug)).length }))
      .sort((a, b) => collator.compare(a.name, b.name));
    // Difficulties combine with OR and the cook time is a range: counted over the other filters.
    const withoutDifficulty = except('difficulty');
    const difficultyBuckets = RECIPE_DIFFICULTIES.map((key) => ({ key, count: withoutDifficulty.filter((recipe) => recipe.difficulty === key).length }));
    const withoutCookTime = except('cookTime').map((recipe) => recipe.cookTimeMinutes);
    const cookTime = withoutCookTime.length === 0 ? { min: null, max: null } : { min: Math.min(...withoutCookTime), max: Math.max(...withoutCookTime) };

    return c.json({
      elements,
      total: all.length,
      page: request.page,
      limit: request.limit,
      aggregations: {
        tags: { buckets: tagBuckets },
        difficulty: { buckets: difficultyBuckets },
        cookTime,
      },
      apiAlias: 'gipfel_recipe_listing',
    });
  };
  app.get('/store-api/recipe', list);
  app.post('/store-api/recipe', list);

  const detail = async (c: Context<AppEnv>) => {
    const rawParam = c.req.param('idOrSlug') ?? '';
    let key = rawParam;
    try {
      key = decodeURIComponent(rawParam);
    } catch {
      // keep the raw parameter: it cannot match any id or slug anyway
    }
    key = key.trim().toLowerCase();
    // A POST body is read (and a malformed one refused) as on every Store API read route.
    await input(c);
    const cache = recipes.get();
    const ctx = context(c);
    const recipe = (UUID_PATTERN.test(key) ? cache.byId.get(key) : undefined) ?? cache.bySlug.get(key)?.recipe;
    if (!recipe) {
      const shown = rawParam.length > 100 ? `${rawParam.slice(0, 100)}…` : rawParam;
      throw apiError(404, 'GIPFEL__RECIPE_NOT_FOUND', `Recipe for id/slug "${shown}" not found.`, {
        pointer: '/idOrSlug',
        parameters: { idOrSlug: shown },
      });
    }
    return c.json({
      recipe: recipeEntity(ctx, cache, recipe, true),
      products: linkedProducts(ctx, recipe),
      apiAlias: 'gipfel_recipe_detail',
    });
  };
  app.get('/store-api/recipe/:idOrSlug', detail);
  app.post('/store-api/recipe/:idOrSlug', detail);
}
