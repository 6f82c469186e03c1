import type { CommonSpecs, Machine } from '../generated/content-types';

export interface Fact {
  label: string;
  value: string;
}

/** The key figures of one model, as shown on its page. */
export function keyFacts(machine: Machine): Fact[] {
  return [
    { label: 'Capacity', value: machine.capacityText },
    { label: 'Dimensions', value: machine.dimensions },
    { label: 'Weight', value: machine.weight },
    { label: 'Cooling range', value: machine.coolingRange },
    { label: 'Power consumption', value: machine.powerConsumption },
    { label: 'Ideal for', value: machine.useCase },
  ];
}

/** Every specification of one model: its own figures, then what all models share. */
export function technicalSpecs(machine: Machine, common: CommonSpecs): Fact[] {
  return [
    { label: 'Model', value: machine.fullName },
    { label: 'Capacity', value: machine.capacityText },
    { label: 'Dimensions (W x D x H)', value: machine.dimensions },
    { label: 'Weight', value: machine.weight },
    { label: 'Cooling range', value: machine.coolingRange },
    { label: 'Power consumption', value: machine.powerConsumption },
    ...(machine.specialFeature ? [{ label: 'Special feature', value: machine.specialFeature }] : []),
    { label: 'Door', value: common.door },
    { label: 'Electrical', value: common.power },
    { label: 'AI recognition', value: common.recognition },
    { label: 'Connectivity', value: common.monitoring },
    { label: 'Ideal for', value: machine.useCase },
  ];
}
