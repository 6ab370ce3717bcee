/**
 * The /resources list logic on the real catalogue: search over title, description and tags, the
 * category chips, the accordion's grouping in chip order, the two featured guides, file sizes.
 */
import { describe, expect, it } from 'vitest';
import { RESOURCE_CATEGORIES } from '@content/resources';
import { RESOURCES } from '@content/site/resource-library';
import { formatFileSize } from '@/lib/file-size';
import { featuredResources, filterResources, groupByCategory, searchResources } from '@/features/resources/resource-filter';

const ids = (resources: readonly { id: string }[]) => resources.map((resource) => resource.id);

describe('searchResources', () => {
  it('finds words in the title, the description or a tag, in any case', () => {
    expect(ids(searchResources(RESOURCES, 'merger'))).toEqual(['merger-model']);
    expect(ids(searchResources(RESOURCES, 'FOOTBALL field'))).toEqual(['valuation']);
    expect(ids(searchResources(RESOURCES, 'wacc'))).toEqual(['dcf']);
    expect(ids(searchResources(RESOURCES, 'irr'))).toEqual(['lbo']);
  });

  it('needs every word of the query and returns all for a blank one', () => {
    expect(ids(searchResources(RESOURCES, 'valuation terminal'))).toEqual(['dcf']);
    expect(searchResources(RESOURCES, 'valuation zebra')).toEqual([]);
    expect(searchResources(RESOURCES, '   ')).toHaveLength(RESOURCES.length);
  });
});

describe('filterResources', () => {
  it('keeps the chip’s category, or every category for All', () => {
    expect(ids(filterResources(RESOURCES, '', 'Valuation'))).toEqual(['dcf', 'equity-enterprise-value', 'valuation']);
    expect(ids(filterResources(RESOURCES, 'multiples', 'Valuation'))).toEqual(['equity-enterprise-value']);
    expect(filterResources(RESOURCES, 'lbo', 'M&A')).toEqual([]);
    expect(filterResources(RESOURCES, '', 'All')).toHaveLength(7);
  });
});

describe('groupByCategory', () => {
  it('groups in chip order and leaves out empty categories', () => {
    expect(groupByCategory(RESOURCES).map((group) => group.category)).toEqual([...RESOURCE_CATEGORIES]);
    const groups = groupByCategory(searchResources(RESOURCES, 'm&a'));
    expect(groups.map((group) => [group.category, ids(group.resources)])).toEqual([
      ['Interview Questions', ['ib-interview-questions']],
      ['M&A', ['merger-model']],
    ]);
  });
});

describe('featuredResources', () => {
  it('is the first two guides of the catalogue', () => {
    expect(ids(featuredResources(RESOURCES))).toEqual(['accounting', 'ib-interview-questions']);
  });
});

describe('formatFileSize', () => {
  it('reads as bytes, kilobytes or megabytes to one decimal', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(48_000)).toBe('47 KB');
    expect(formatFileSize(1_048_000)).toBe('1023 KB');
    expect(formatFileSize(1_048_400)).toBe('1.0 MB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });
});
