#include "tables/table_stream.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace cube::tables {

namespace {

bool fail(const MessageOut& error, Message m) {
  error.set(std::move(m));
  return false;
}

void advance(const uint8_t*& data, size_t& size, size_t n) {
  data += n;
  size -= n;
}

}  // namespace

SetStream::SetStream(std::string set_name, uint32_t set_version, std::vector<TableTarget> targets)
    : set_name_(std::move(set_name)),
      set_version_(set_version),
      targets_(std::move(targets)),
      filled_(targets_.size(), false) {
  field_.reserve(8);
}

void SetStream::expect(State s, size_t bytes) {
  state_ = s;
  need_ = bytes;
  field_.clear();
}

uint64_t SetStream::field_value() const {
  uint64_t v = 0;
  for (size_t i = 0; i < field_.size() && i < 8; ++i) v |= static_cast<uint64_t>(field_[i]) << (8 * i);
  return v;
}

bool SetStream::take(const uint8_t*& data, size_t& size, MessageOut error) {
  while (size > 0 && state_ != State::kDone) {
    if (state_ == State::kData) {
      const size_t n = static_cast<size_t>(std::min<uint64_t>(size, data_left_));
      if (out_) {
        std::memcpy(out_, data, n);
        out_ += n;
      }
      part_.add(data, n);
      whole_.add(data, n);
      advance(data, size, n);
      taken_ += n;
      data_left_ -= n;
      if (data_left_ == 0 && !end_table(error)) return false;
      continue;
    }
    const size_t n = std::min(size, need_ - field_.size());
    field_.insert(field_.end(), data, data + n);
    if (state_ != State::kSetChecksum) whole_.add(data, n);
    advance(data, size, n);
    taken_ += n;
    // A field of no bytes (an empty name) is whole at once: field_done moves past it.
    while (field_.size() == need_ && state_ != State::kData && state_ != State::kDone)
      if (!field_done(error)) return false;
  }
  return true;
}

bool SetStream::field_done(MessageOut error) {
  static constexpr char kMagic[8] = {'C', 'U', 'B', 'E', 'T', 'B', 'L', '1'};
  switch (state_) {
    case State::kMagic:
      if (std::memcmp(field_.data(), kMagic, 8) != 0) return fail(error, message("table_file_bad_magic"));
      expect(State::kSetNameLength, 2);
      return true;
    case State::kSetNameLength: expect(State::kSetName, static_cast<size_t>(field_value())); return true;
    case State::kSetName: {
      const std::string name(field_.begin(), field_.end());
      if (name != set_name_)
        return fail(error, message("table_file_other_set", {{"set", name}, {"expected", set_name_}}));
      expect(State::kSetVersion, 4);
      return true;
    }
    case State::kSetVersion: {
      const auto version = static_cast<uint32_t>(field_value());
      if (version != set_version_)
        return fail(error, message("table_file_set_version", {{"set", set_name_},
                                                              {"version", static_cast<long long>(version)},
                                                              {"expected", static_cast<long long>(set_version_)}}));
      expect(State::kCount, 4);
      return true;
    }
    case State::kCount: tables_left_ = static_cast<uint32_t>(field_value()); return next_table(error);
    case State::kNameLength:
      table_ = {};
      expect(State::kName, static_cast<size_t>(field_value()));
      return true;
    case State::kName:
      table_.name.assign(field_.begin(), field_.end());
      expect(State::kVersion, 4);
      return true;
    case State::kVersion:
      table_.version = static_cast<uint32_t>(field_value());
      expect(State::kSize, 8);
      return true;
    case State::kSize:
      table_.size = field_value();
      expect(State::kChecksum, 8);
      return true;
    case State::kChecksum: table_.checksum = field_value(); return start_data(error);
    case State::kSetChecksum: {
      if (field_value() != whole_.value()) return fail(error, message("table_file_checksum"));
      for (size_t i = 0; i < targets_.size(); ++i)
        if (!filled_[i]) return fail(error, message("table_missing", {{"table", targets_[i].name}}));
      expect(State::kDone, 0);
      return true;
    }
    case State::kData:
    case State::kDone: break;
  }
  return true;
}

bool SetStream::next_table(MessageOut) {
  if (tables_left_ == 0) expect(State::kSetChecksum, 8);
  else expect(State::kNameLength, 2);
  return true;
}

bool SetStream::start_data(MessageOut error) {
  // Past the copy's end: truncated (or a damaged size), whatever a target would take.
  if (table_.size > limit_ - std::min(limit_, taken_)) return fail(error, message("table_file_truncated"));
  out_ = nullptr;
  target_ = -1;
  for (size_t i = 0; i < targets_.size(); ++i) {
    if (targets_[i].name != table_.name || filled_[i]) continue;
    const TableTarget& t = targets_[i];
    if (t.version != table_.version)
      return fail(error, message("table_version", {{"table", t.name},
                                                   {"version", static_cast<long long>(table_.version)},
                                                   {"expected", static_cast<long long>(t.version)}}));
    if (t.stored_size) t.buffer->resize(static_cast<size_t>(table_.size));
    if (t.buffer->size() != table_.size)
      return fail(error, message("table_size", {{"table", t.name},
                                                {"bytes", static_cast<long long>(table_.size)},
                                                {"expected", t.buffer->size()}}));
    out_ = t.buffer->data();
    target_ = static_cast<int>(i);
    break;
  }
  part_ = Checksum64();
  data_left_ = table_.size;
  expect(State::kData, 0);
  return data_left_ > 0 || end_table(error);
}

bool SetStream::end_table(MessageOut error) {
  if (part_.value() != table_.checksum) return fail(error, message("table_checksum", {{"table", table_.name}}));
  if (target_ >= 0) filled_[static_cast<size_t>(target_)] = true;
  --tables_left_;
  return next_table(error);
}

SizedPairStream::SizedPairStream(std::unique_ptr<CopyStream> first, std::unique_ptr<CopyStream> second)
    : first_(std::move(first)), second_(std::move(second)) {}

bool SizedPairStream::take(const uint8_t*& data, size_t& size, MessageOut error) {
  if (prefix_.size() < 8) {
    const size_t n = std::min(size, 8 - prefix_.size());
    prefix_.insert(prefix_.end(), data, data + n);
    advance(data, size, n);
    if (prefix_.size() < 8) return true;
    for (int i = 0; i < 8; ++i) first_size_ |= static_cast<uint64_t>(prefix_[i]) << (8 * i);
    const uint64_t room = limit_ - std::min<uint64_t>(limit_, 8);
    if (first_size_ > room) return fail(error, message("table_file_truncated"));
    first_->limit(first_size_);
    second_->limit(room - first_size_);
  }
  if (first_taken_ < first_size_ && size > 0) {
    const size_t n = static_cast<size_t>(std::min<uint64_t>(size, first_size_ - first_taken_));
    const uint8_t* p = data;
    size_t left = n;
    if (!first_->take(p, left, error)) return false;
    // The first part ended before its stated size.
    if (left > 0) return fail(error, message("table_file_trailing"));
    advance(data, size, n);
    first_taken_ += n;
    if (first_taken_ == first_size_ && !first_->complete()) return fail(error, message("table_file_truncated"));
  }
  return first_taken_ < first_size_ || size == 0 || second_->take(data, size, error);
}

bool stream_whole(CopyStream& stream, const uint8_t* data, size_t size, MessageOut error) {
  stream.limit(size);
  if (!stream.take(data, size, error)) return false;
  if (size > 0) return fail(error, message("table_file_trailing"));
  if (!stream.complete()) return fail(error, message("table_file_truncated"));
  return true;
}

bool load_arriving(ArrivingTables arriving, const uint8_t* data, size_t size, MessageOut error) {
  if (!stream_whole(*arriving.stream, data, size, error)) return false;
  arriving.install();
  return true;
}

}  // namespace cube::tables
