import {
  Award, ArrowRight, BookOpen, Building2, Calendar, Camera, ChartColumn, Check, Clock, Cpu, CreditCard, Download,
  Dumbbell, Globe, Hand, Headphones, Heart, Hospital, Layers, Lightbulb, LogOut, Mail, MapPin, MessageSquare, Monitor,
  Package, Phone, Play, School, Settings, Shield, ShoppingBag, Smartphone, Snowflake, Star, Store, Target, Thermometer,
  TrendingUp, Truck, Users, Wifi, Wrench, Zap, type LucideIcon,
  Ticket, Video, Coffee, Apple, CupSoda, Cookie, Refrigerator, Handshake, GraduationCap, Sparkles,
  ScanLine, Cloud,
} from 'lucide-react';
import type { IconName } from '../generated/content-types';

const icons: Record<IconName, LucideIcon> = {
  'trending-up': TrendingUp, wrench: Wrench, 'credit-card': CreditCard, layers: Layers, cpu: Cpu, shield: Shield,
  clock: Clock, wifi: Wifi, 'bar-chart': ChartColumn, smartphone: Smartphone, zap: Zap, thermometer: Thermometer,
  package: Package, users: Users, award: Award, heart: Heart, star: Star, check: Check, 'map-pin': MapPin,
  phone: Phone, mail: Mail, truck: Truck, settings: Settings, headphones: Headphones, book: BookOpen,
  monitor: Monitor, hand: Hand, 'shopping-bag': ShoppingBag, 'log-out': LogOut, 'arrow-right': ArrowRight,
  play: Play, building: Building2, school: School, hospital: Hospital, dumbbell: Dumbbell, store: Store,
  snowflake: Snowflake, lightbulb: Lightbulb, target: Target, calendar: Calendar, message: MessageSquare,
  download: Download, globe: Globe, camera: Camera,
  ticket: Ticket, video: Video, coffee: Coffee, apple: Apple, 'cup-soda': CupSoda, cookie: Cookie,
  refrigerator: Refrigerator, handshake: Handshake, 'graduation-cap': GraduationCap, sparkles: Sparkles,
  scan: ScanLine, cloud: Cloud,
};

/** A decorative line icon by the name used in the YAML (`icon: credit-card`). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" width={size} height={size} strokeWidth={2} className={className} />;
}
