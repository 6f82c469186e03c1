import type { ComponentType } from 'react';
import type { SectionPropsMap } from '../generated/content-types';
import Benefits from '../sections/Benefits';
import Cta from '../sections/Cta';
import Hero from '../sections/Hero';
import Steps from '../sections/Steps';
import Testimonials from '../sections/Testimonials';
import Text from '../sections/Text';

export type Registry = { [K in keyof SectionPropsMap]: ComponentType<SectionPropsMap[K]> };

/** Each section type of the schema and the one component that renders it. */
export const registry: Registry = {
  benefits: Benefits,
  cta: Cta,
  hero: Hero,
  steps: Steps,
  testimonials: Testimonials,
  text: Text,
};
