import { describe, expect, it } from 'vitest';
import { definedNamesOf } from './defined-names';

describe('the code names a definition list defines', () => {
  it('reads the name out of an API signature, without its kind or parameters', () => {
    expect(definedNamesOf('exception ValueError¶')).toEqual(['ValueError']);
    expect(definedNamesOf('os.path.join(path, *paths)¶')).toEqual(['os.path.join']);
    expect(definedNamesOf('class django.db.models.QuerySet(model=None)')).toEqual([
      'django.db.models.QuerySet',
      'QuerySet',
    ]);
    expect(definedNamesOf('autodoc_typehints_format¶')).toEqual(['autodoc_typehints_format']);
    expect(definedNamesOf('open(file, mode="r")')).toEqual(['open']);
  });

  it('reads the name out of a Texinfo signature, without its category or what it returns', () => {
    expect(definedNamesOf(': isbanded (A, lower, upper) ¶')).toEqual(['isbanded']);
    expect(definedNamesOf(': ind = sub2ind (dims, i, j) ¶')).toEqual(['sub2ind']);
    expect(definedNamesOf(': [status, diaryfile] = diary ¶')).toEqual(['diary']);
    expect(definedNamesOf('Built-in Function: y = plot (x)')).toEqual(['plot']);
    // A command's syntax is words after the name; a label before a colon is no category.
    expect(definedNamesOf(': diary on ¶')).toEqual([]);
    expect(definedNamesOf('Note: something')).toEqual([]);
  });

  it('reads nothing out of a term that is words, or too short a name', () => {
    expect(definedNamesOf('concrete model¶')).toEqual([]);
    expect(definedNamesOf('args¶')).toEqual([]);
    expect(definedNamesOf('Green Manure')).toEqual([]);
    expect(definedNamesOf('id(x)')).toEqual([]);
  });
});
