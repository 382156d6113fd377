/** Admin adaptive calibration: run the engine's calibration from all learners' answers, and read every run. */
export { getCalibrationsQueryOptions } from './api/get-calibrations';
