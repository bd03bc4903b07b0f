export * from './dto.js';
export * from './schemas.js';
export * from './student.js';
