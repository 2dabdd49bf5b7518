import { describe, expect, it } from 'vitest';
import { defaultProjectName } from './projects.ts';

describe('defaultProjectName', () => {
  it('numbers on from the company’s projects', () => {
    expect(defaultProjectName('Project {number}', [])).toBe('Project 1');
    expect(defaultProjectName('Projekt {number}', ['Projekt 1', 'Projekt 2'])).toBe('Projekt 3');
  });

  it('skips a number that a project already carries, whatever its case', () => {
    expect(defaultProjectName('Project {number}', ['Office', 'project 2'])).toBe('Project 3');
    expect(defaultProjectName('Project {number}', ['Project 2', 'Project 3', 'Project 4'])).toBe('Project 5');
  });

  it('puts the number where the locale’s template has it', () => {
    expect(defaultProjectName('{number}. projekt', ['1. projekt'])).toBe('2. projekt');
  });
});
