import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/web/features/home/home-page';

export const Route = createFileRoute('/')({
  component: HomePage,
});
