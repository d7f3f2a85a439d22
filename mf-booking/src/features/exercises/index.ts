export { ExerciseToday } from './ExerciseToday';
export { describeItem } from './describeItem';
