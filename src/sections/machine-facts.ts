import type { CommonSpecs, Machine, MachineFact } from '../generated/content-types';

export interface Fact {
  label: string;
  value: string;
}

/**
 * One model's figures as a list names them (site/data/machines.yaml keyFacts, specTable…): each
 * label with the model's value of its field, or the value all models share (common). A field the
 * model leaves out (specialFeature) gives no row.
 */
export function machineFacts(list: readonly MachineFact[], machine: Machine, common: CommonSpecs): Fact[] {
  const values: Partial<Record<MachineFact['field'], string>> = { ...common, ...machine };
  return list.flatMap(({ label, field }) => {
    const value = values[field];
    return value === undefined ? [] : [{ label, value }];
  });
}
