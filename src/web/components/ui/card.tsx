import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { cardClasses } from './card-classes';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses.root, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses.header, className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn(cardClasses.title, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses.content, className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses.footer, className)} {...props} />;
}
