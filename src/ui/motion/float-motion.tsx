import { domAnimation, LazyMotion, m } from 'framer-motion';
import type { ImgHTMLAttributes } from 'react';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onAnimationStart' | 'onDrag' | 'onDragStart' | 'onDragEnd' | 'style'>;

/** A picture that bobs and tilts gently, forever; loaded only where it can be seen and motion is welcome. */
export function FloatingImage({ index, left, ...img }: ImgProps & { index: number; left: boolean }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.img
        {...img}
        animate={{ y: [0, -14, 0], rotate: [0, left ? -6 : 6, 0] }}
        transition={{ duration: 6 + (index % 3) * 1.5, delay: index * 0.6, repeat: Infinity, ease: 'easeInOut' }}
      />
    </LazyMotion>
  );
}
