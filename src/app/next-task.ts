// main.tsx may only import app/; the boot cuts its steps with lib's nextTask.
export { nextTask } from '@/lib/next-task'
